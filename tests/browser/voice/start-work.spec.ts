import { test, expect, type Page } from '../support/fixtures.ts';
import { availableAgent, connectedInboundCall } from './support.ts';

// Create task and New Email from the softphone (issue 12; chat/task/email §2, §4, §6): on the softphone's home
// (related to nothing), in a call's More menu and in after-call work (related to the call), never for a missed call,
// and only with the task channel and task creation, or the email channel and the outbound-email permission.

const PERMISSIONS = ['outboundCall', 'voiceId', 'outboundEmail', 'createTask', 'contactRecording'];
// A task for a queue waits there while the agent is busy: it is looked for among queued contacts too.
const taskNamed = async (api: { state: () => Promise<any> }, name: string) => {
  const s = await api.state();
  return [...s.contacts, ...s.queued].find((c: any) => c.task?.name === name);
};
const agentEmails = async (api: { state: () => Promise<any> }) => (await api.state()).contacts.filter((c: any) => c.type === 'email');

async function createTaskIn(page: Page, name: string) {
  const form = page.getByRole('region', { name: 'Create task' });
  await expect(form.getByRole('heading', { name: 'Create task' })).toBeFocused();
  await form.getByLabel('Task name').fill(name);
  await form.getByLabel('Assign to').selectOption({ label: 'Billing queue (queue)' });
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText(`Task created: ${name}`)).toBeVisible();
  await expect(form).toHaveCount(0);
}

test('the softphone home starts a task or an email related to nothing', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const home = page.locator('#softphone-panel');
  await home.getByRole('button', { name: 'Create task' }).click();
  await expect(page.getByRole('tab', { name: /^Task/ })).toHaveAttribute('aria-selected', 'true');
  await createTaskIn(page, 'Follow up from home');
  await expect.poll(async () => (await taskNamed(api, 'Follow up from home'))?.task.name).toBe('Follow up from home');
  expect((await taskNamed(api, 'Follow up from home')).relatedContactId ?? null).toBeNull();

  await page.getByRole('tab', { name: /^Voice/ }).click();
  await home.getByRole('button', { name: 'New Email' }).click();
  await expect(page.getByRole('tab', { name: /^Email/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: 'New email' }).getByRole('textbox', { name: 'To' })).toBeFocused();
  await expect.poll(async () => (await agentEmails(api)).length).toBe(1);
  expect((await agentEmails(api))[0].relatedContactId ?? null).toBeNull();
});

test('during a call, More offers Create task and New Email, both related to the call', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const callId = await connectedInboundCall(page, api);
  const controls = page.getByRole('group', { name: 'Call controls' });
  const more = controls.getByRole('button', { name: 'More' });
  await more.click();
  await expect(page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: 'Create task' })).toBeVisible();
  await page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: 'Create task' }).click();
  // The form takes the controls' place; the call stays on screen.
  await expect(controls).toHaveCount(0);
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await createTaskIn(page, 'Send the call notes');
  await expect.poll(async () => (await taskNamed(api, 'Send the call notes'))?.relatedContactId).toBe(callId);
  // Back to the call's controls, focus on More.
  await expect(more).toBeFocused();

  await more.click();
  await page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: 'New Email' }).click();
  await expect(page.getByRole('tab', { name: /^Email/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: 'New email' }).getByRole('textbox', { name: 'To' })).toBeFocused();
  await expect.poll(async () => (await agentEmails(api))[0]?.relatedContactId).toBe(callId);
  // The call goes on meanwhile.
  expect((await api.contact(callId)).state).toBe('connected');
});

test('after-call work offers Create task and New Email, related to the call', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  const callId = await connectedInboundCall(page, api);
  await page.getByRole('button', { name: 'End call' }).click();
  const close = page.getByRole('button', { name: 'Close contact' });
  await expect(close).toBeVisible();

  const create = page.getByRole('button', { name: 'Create task' });
  await create.click();
  // Cancel: back to after-call work, focus on Create task.
  await page.getByRole('region', { name: 'Create task' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(create).toBeFocused();
  await create.click();
  await createTaskIn(page, 'Refund after the call');
  await expect.poll(async () => (await taskNamed(api, 'Refund after the call'))?.relatedContactId).toBe(callId);
  await expect(create).toBeFocused();

  await page.getByRole('button', { name: 'New Email' }).click();
  await expect(page.getByRole('form', { name: 'New email' }).getByRole('textbox', { name: 'To' })).toBeFocused();
  await expect.poll(async () => (await agentEmails(api))[0]?.relatedContactId).toBe(callId);
});

test('a missed call offers neither Create task nor New Email', async ({ page, panel, api }) => {
  await availableAgent(page, panel.url);
  await api.inboundCall({ ringTimeoutSeconds: 1, from: '+14155550131' });
  await expect(page.getByText('Missed call. Close it to take new contacts.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close contact' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create task' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New Email' })).toHaveCount(0);
});

test('without task creation or the outbound-email permission neither entry is offered anywhere', async ({ page, panel, api }) => {
  await api.patch('/agents/agent', { permissions: PERMISSIONS.filter((p) => p !== 'outboundEmail').concat('restrictTaskCreation') });
  await availableAgent(page, panel.url);
  const home = page.locator('#softphone-panel');
  await expect(home.getByRole('button', { name: 'Number pad' })).toBeVisible();
  await expect(home.getByRole('button', { name: 'Create task' })).toHaveCount(0);
  await expect(home.getByRole('button', { name: 'New Email' })).toHaveCount(0);

  await connectedInboundCall(page, api);
  await page.getByRole('group', { name: 'Call controls' }).getByRole('button', { name: 'More' }).click();
  const menu = page.getByRole('menu', { name: 'More' });
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Create task' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'New Email' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'End call' }).click();
  await expect(page.getByRole('button', { name: 'Close contact' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create task' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New Email' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Close contact' }).click();
  await expect.poll(async () => (await api.state()).contacts.length).toBe(0);

  // The channels too: no task or email channel, no entry, whatever the permissions.
  await api.patch('/agents/agent', { permissions: PERMISSIONS, channelConcurrency: { VOICE: 1, CHAT: 2, TASK: 0, EMAIL: 0 } });
  await page.reload();
  await expect(home.getByRole('heading', { name: 'No active calls' })).toBeVisible();
  await expect(home.getByRole('button', { name: 'Number pad' })).toBeVisible();
  await expect(home.getByRole('button', { name: 'Create task' })).toHaveCount(0);
  await expect(home.getByRole('button', { name: 'New Email' })).toHaveCount(0);
});
