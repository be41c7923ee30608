import { test, expect } from '../support/fixtures.ts';
import { acceptedChat, availableOnChat, kept, messageBox, transcript } from '../chat/support.ts';
import { panelSignedInAs } from './support.ts';
import { expectNoAxeViolations } from '../look/axe.ts';

// Two panels against one Connect Local, on a chat: the agent (Alex Rivera) chatting with a customer, and a
// supervisor (Casey Morgan) whose chatjs session joins the chat room as a supervisor.

test('a supervisor reads a chat silently, barges in to write, goes back to silent and leaves', async ({ page, panel, api, browser, connectLocal }) => {
  await availableOnChat(page, panel.url);
  const contactId = await acceptedChat(page, api, { customerName: 'Dana Customer' });
  await api.post(`/contacts/${contactId}/customer/messages`, { content: 'My order never arrived' });

  const supervisor = await panelSignedInAs(browser, connectLocal.url, panel.url, 'supervisor');
  await supervisor.getByRole('tab', { name: /^Chat/ }).click();
  await api.post(`/contacts/${contactId}/monitor`, { supervisor: 'supervisor' });

  // Silent: the row names the agent, the supervisor reads the chat and cannot write.
  await expect(supervisor.getByRole('link', { name: /Monitoring Alex Rivera/ })).toBeVisible();
  await expect(transcript(supervisor).getByText('My order never arrived')).toBeVisible();
  const monitor = supervisor.getByRole('region', { name: 'Monitoring Alex Rivera' });
  await expect(monitor.getByRole('status')).toHaveText('Silent monitoring');
  await expectNoAxeViolations(supervisor, 'chat monitoring');
  await expect(messageBox(supervisor)).toBeDisabled();
  await expect(messageBox(supervisor)).toHaveAccessibleDescription('You are monitoring silently. Barge in to send messages.');
  await expect(supervisor.getByRole('button', { name: 'Transfer' })).toHaveCount(0);
  await expect(supervisor.getByRole('button', { name: 'Quick responses' })).toHaveCount(0);
  await expect(page.getByText('Manager has joined the chat')).toHaveCount(0);
  // What the customer writes next reaches the silent supervisor live.
  await api.post(`/contacts/${contactId}/customer/messages`, { content: 'Hello? Anyone?' });
  await expect(transcript(supervisor).getByText('Hello? Anyone?')).toBeVisible();

  // Barge in: the agent is told and loses the More menu (transfer); the supervisor writes to the chat.
  await monitor.getByRole('button', { name: 'Barge in' }).click();
  await expect(monitor.getByRole('status')).toHaveText('Barged in');
  await expect(page.getByText('Manager has joined the chat')).toBeVisible();
  const agentMore = page.getByRole('group', { name: 'Chat controls' }).getByRole('button', { name: 'More' });
  await expect(agentMore).toBeDisabled();
  await messageBox(supervisor).fill('Hi Dana, I am the team manager. Let me help.');
  await supervisor.getByRole('button', { name: 'Send' }).click();
  await expect.poll(async () => (await kept(api, contactId)).map((x) => `${x.ParticipantRole}:${x.Content}`)).toContain('SUPERVISOR:Hi Dana, I am the team manager. Let me help.');
  await expect(transcript(page).getByText('Hi Dana, I am the team manager. Let me help.')).toBeVisible();

  // Back to silent, then leave: the agent's banner goes, the chat goes on.
  await monitor.getByRole('button', { name: 'Silent monitor' }).click();
  await expect(monitor.getByRole('status')).toHaveText('Silent monitoring');
  await expect(messageBox(supervisor)).toBeDisabled();
  await expect(page.getByText('Manager has joined the chat')).toHaveCount(0);
  await monitor.getByRole('button', { name: 'End monitoring' }).click();
  await expect(supervisor.getByRole('link', { name: /Monitoring Alex Rivera/ })).toHaveCount(0);
  await expect(page.getByTestId('contact-status')).toHaveText('Connected');
  await expect(agentMore).toBeEnabled();
});
