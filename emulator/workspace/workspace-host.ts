/**
 * Connect Local's stand-in for the Amazon Connect agent workspace, in the browser: it hosts app iframes, runs the
 * SDK handshake (connect-app-host-init + MessagePort, source and origin checked), drives the lifecycle
 * (create → start … destroy), answers the AppController (launchApp opens a tab, one per launchKey), relays
 * app-to-app events (appPublish), enforces the manifest's permissions, and hands contact and voice requests to
 * Connect Local. The per-port protocol is the same ChannelSubject the ccp-v2 page uses for streams' SDK channel.
 */
import type { RequestMessage, SubscriptionTopic } from '@amazon-connect/core';
import type { AppInfo, AppLaunchOptions } from '@amazon-connect/app-controller';
import type { AppParameters, AppScope, IFrameAppConfig, LaunchSource, LifecycleMessage, LifecycleStage } from '@amazon-connect/workspace-types';
import { ChannelSubject, type RequestOutcome } from '../ccp/sdk-subject.ts';
import { requiredPermission } from './permissions.ts';

/** The AppIntegrations CreateApplication body (manifest.json), as far as the workspace reads it. */
export interface ApplicationManifest {
  Name: string;
  Namespace: string;
  Description?: string;
  ApplicationSourceConfig: { ExternalUrlConfig: { AccessUrl: string; ApprovedOrigins?: string[] } };
  Permissions?: string[];
  IframeConfig?: { Allow?: string[]; Sandbox?: string[] };
  InitializationTimeout?: number;
  ApplicationConfig?: { ContactHandling?: { Scope?: 'CROSS_CONTACTS' | 'PER_CONTACT' } };
}

export interface CatalogEntry {
  manifest: ApplicationManifest;
  /** Where Connect Local loads the app from instead of the manifest's AccessUrl. */
  accessUrl: string;
}

export interface TabView {
  openTab(instanceId: string, title: string, focus: boolean): HTMLIFrameElement;
  focusTab(instanceId: string): void;
  closeTab(instanceId: string): void;
}

interface AppInstance {
  instanceId: string;
  config: IFrameAppConfig;
  allowedOrigins: string[];
  iframe: HTMLIFrameElement;
  subject?: ChannelSubject;
  state: AppInfo['state'];
  startTime: Date;
  appCreateOrder: number;
  parameters?: AppParameters;
  scope: AppScope;
  launchKey?: string;
  launchedBy: LaunchSource;
}

const WORKSPACE = 'aws.connect.workspace';
const ACCOUNT = '111122223333';
const fail = (errorKey: string, reason: string): RequestOutcome => ({ isError: true, errorKey, reason });

export class WorkspaceHost {
  private readonly catalog: IFrameAppConfig[];
  private readonly origins = new Map<string, string[]>();
  private readonly instances = new Map<string, AppInstance>();
  private createOrder = 0;

  constructor(
    entries: CatalogEntry[],
    private readonly region: string,
    private readonly tabs: TabView,
    /** Contact and voice requests: Connect Local answers them from the contact centre. */
    private readonly relay: (msg: RequestMessage) => Promise<RequestOutcome>,
    private readonly log: (text: string) => void,
  ) {
    this.catalog = entries.map((e) => this.toAppConfig(e));
    window.addEventListener('message', (evt) => this.onWindowMessage(evt));
  }

  /** Publishes a workspace topic (contact, agent, voice) to every app that subscribed to it. */
  publish(topic: SubscriptionTopic, data: object): void {
    for (const inst of this.instances.values()) inst.subject?.publish(topic, data);
  }

  launch(arnOrName: string, options: AppLaunchOptions = {}, launchedBy: LaunchSource): AppInfo {
    const config = this.findConfig(arnOrName);
    if (options.launchKey) {
      // The documented launchKey contract: the same key gives the same instance, its options ignored.
      const existing = [...this.instances.values()].find((i) => i.launchKey === options.launchKey && i.config.arn === config.arn);
      if (existing) {
        this.tabs.focusTab(existing.instanceId);
        return this.appInfo(existing);
      }
    }
    const instanceId = crypto.randomUUID();
    const iframe = this.tabs.openTab(instanceId, config.name, !options.openInBackground);
    const inst: AppInstance = {
      instanceId,
      config,
      allowedOrigins: this.origins.get(config.arn)!,
      iframe,
      state: 'starting',
      startTime: new Date(),
      appCreateOrder: ++this.createOrder,
      scope: options.scope ?? { type: 'idle' },
      launchedBy,
      ...(options.parameters ? { parameters: options.parameters } : {}),
      ...(options.launchKey ? { launchKey: options.launchKey } : {}),
    };
    this.instances.set(instanceId, inst);
    // The manifest's IframeConfig becomes the frame's permissions policy and sandbox, as in the workspace.
    if (config.iframeConfig?.allow?.length) iframe.allow = config.iframeConfig.allow.join('; ');
    if (config.iframeConfig?.sandbox?.length) iframe.setAttribute('sandbox', config.iframeConfig.sandbox.join(' '));
    iframe.src = config.accessUrl;
    setTimeout(() => {
      if (!inst.subject && this.instances.has(instanceId)) {
        inst.state = 'error';
        this.log(`${config.name} did not connect within ${config.initializationTimeout ?? 5000} ms`);
      }
    }, config.initializationTimeout ?? 5000);
    this.log(`Launched ${config.name}${options.launchKey ? ` (${options.launchKey})` : ''}`);
    return this.appInfo(inst);
  }

  close(instanceId: string): void {
    const inst = this.instances.get(instanceId);
    if (!inst) return;
    inst.state = 'closing';
    if (!inst.subject) return this.remove(inst);
    this.sendLifecycle(inst, 'destroy');
    // The workspace waits a while for onDestroy, then closes the tab anyway.
    setTimeout(() => this.instances.has(instanceId) && this.remove(inst), 5000);
  }

  private onWindowMessage(evt: MessageEvent): void {
    const data = evt.data as { type?: string; sdkVersion?: string } | null;
    if (data?.type !== 'connect-app-host-init') return;
    // Both checks, as the workspace does: the message must come from a frame this workspace opened, and from
    // an origin the app's manifest approves (AccessUrl's origin or ApprovedOrigins).
    const inst = [...this.instances.values()].find((i) => i.iframe.contentWindow === evt.source);
    if (!inst) return this.log(`Refused a handshake from ${evt.origin}: not an app this workspace opened`);
    if (!inst.allowedOrigins.includes(evt.origin)) return this.log(`Refused a handshake from ${evt.origin}: origin not approved for ${inst.config.name}`);
    const port = evt.ports[0];
    if (!port) return this.log(`Refused a handshake from ${evt.origin}: no MessagePort`);
    inst.subject?.close();
    inst.subject = new ChannelSubject(
      port,
      {
        onRequest: (msg) => this.onRequest(inst, msg),
        onSubscribe: (topic) => this.allowed(inst, topic.namespace, topic.key),
        onOtherMessage: (msg) => this.onAppMessage(inst, msg),
      },
      0,
    );
    this.log(`${inst.config.name} connected (SDK ${data.sdkVersion ?? '?'}, ${evt.origin})`);
    inst.subject.acknowledge();
    this.sendLifecycle(inst, 'create');
  }

  private sendLifecycle(inst: AppInstance, stage: LifecycleStage): void {
    const msg: LifecycleMessage = {
      type: 'appLifecycle',
      stage,
      instanceId: inst.instanceId,
      appInstanceId: inst.instanceId,
      config: inst.config,
      appConfig: inst.config,
      scope: inst.scope,
      ...(inst.scope.type === 'contact' ? { contactScope: inst.scope } : {}),
      ...(inst.parameters ? { parameters: inst.parameters } : {}),
      launchedBy: inst.launchedBy,
      region: this.region,
    } as LifecycleMessage;
    inst.subject?.send(msg as unknown as { type: string });
  }

  private onAppMessage(inst: AppInstance, msg: { type: string; [key: string]: unknown }): void {
    switch (msg.type) {
      case 'appLifecycleHandlerCompleted':
        // start may only follow a completed create; the SDK logs "Start before Create" otherwise.
        if (msg.stage === 'create') {
          inst.state = 'active';
          this.sendLifecycle(inst, 'start');
        } else if (msg.stage === 'destroy') this.remove(inst);
        return;
      case 'appPublish':
        // App-to-app events go to every other app; how the real workspace scopes them is not documented.
        for (const other of this.instances.values()) if (other !== inst) other.subject?.publish(msg.topic as SubscriptionTopic, msg.data as object);
        return;
      case 'closeApp':
        this.log(`${inst.config.name} asked to close${msg.isFatalError ? ' (fatal error)' : ''}`);
        this.close(inst.instanceId);
        return;
      default:
        return;
    }
  }

  private allowed(inst: AppInstance, namespace: string, key: string): boolean {
    const needed = requiredPermission(namespace, key);
    const granted = inst.config.permissions;
    const ok = !needed || granted.includes('*') || granted.includes(needed);
    if (!ok) this.log(`${inst.config.name} lacks ${needed} for ${key}`);
    return ok;
  }

  private async onRequest(inst: AppInstance, msg: RequestMessage): Promise<RequestOutcome> {
    if (!this.allowed(inst, msg.namespace, msg.command)) return fail('permissionDenied', `The app lacks the permission for ${msg.command}`);
    let data = (msg.data ?? {}) as Record<string, any>;
    // AppContactScope.CurrentContactId: the contact the app is scoped to.
    if (data.contactId === 'CURRENT_CONTACT') {
      if (inst.scope.type !== 'contact') return fail('noContactScope', 'The app is not scoped to a contact');
      data = { ...data, contactId: inst.scope.contactId };
    }
    if (msg.namespace !== WORKSPACE) return this.relay({ ...msg, data });
    try {
      return { isError: false, data: this.onWorkspaceRequest(inst, msg.command, data) };
    } catch (e) {
      return fail('invalidRequest', e instanceof Error ? e.message : String(e));
    }
  }

  private onWorkspaceRequest(inst: AppInstance, command: string, data: Record<string, any>): object | undefined {
    switch (command) {
      case 'app/getCatalog':
        return { applications: this.catalog };
      case 'app/getConfig':
        return this.findConfig(data.key);
      case 'app-launcher/launch':
        return this.launch(data.arnOrName, data.options, { type: 'external', connectionId: inst.subject!.connectionId, name: inst.config.name } as LaunchSource);
      case 'app-instance/get-app-info':
        return this.appInfo(this.instance(data.instanceId));
      case 'app-manager/get-apps':
        return { apps: [...this.instances.values()].map((i) => this.appInfo(i)) };
      case 'app-instance/focus':
        this.tabs.focusTab(this.instance(data.instanceId).instanceId);
        return { instanceId: data.instanceId, result: 'completed' };
      case 'app-instance/close':
        this.close(this.instance(data.instanceId).instanceId);
        return undefined;
      default:
        throw new Error(`No handler for ${command}`);
    }
  }

  private toAppConfig({ manifest: m, accessUrl }: CatalogEntry): IFrameAppConfig {
    const id = crypto.randomUUID();
    const arn = `arn:aws:app-integrations:${this.region}:${ACCOUNT}:application/${id}`;
    const approved = m.ApplicationSourceConfig.ExternalUrlConfig.ApprovedOrigins ?? [];
    this.origins.set(arn, [new URL(accessUrl).origin, ...approved.map((o) => new URL(o).origin)]);
    return {
      _type: 'iframe',
      arn,
      id,
      namespace: m.Namespace,
      name: m.Name,
      description: m.Description ?? '',
      accessUrl,
      permissions: m.Permissions ?? [],
      iframeConfig: { allow: m.IframeConfig?.Allow ?? [], sandbox: m.IframeConfig?.Sandbox ?? [] },
      ...(m.InitializationTimeout ? { initializationTimeout: m.InitializationTimeout } : {}),
      ...(m.ApplicationConfig?.ContactHandling?.Scope ? { contactHandling: { scope: m.ApplicationConfig.ContactHandling.Scope } } : {}),
    } as IFrameAppConfig;
  }

  private findConfig(arnOrName: string): IFrameAppConfig {
    const c = this.catalog.find((a) => a.arn === arnOrName || a.name === arnOrName);
    if (!c) throw new Error(`No application ${arnOrName} in the catalog`);
    return c;
  }

  private instance(instanceId: string): AppInstance {
    const i = this.instances.get(instanceId);
    if (!i) throw new Error(`No app instance ${instanceId}`);
    return i;
  }

  private appInfo(i: AppInstance): AppInfo {
    const { arn, namespace, id, name, description } = i.config;
    return {
      instanceId: i.instanceId,
      config: { arn, namespace, id, name, description },
      startTime: i.startTime,
      state: i.state,
      appCreateOrder: i.appCreateOrder,
      appManagerId: 'connect-local-tabs',
      scope: i.scope,
      launchedBy: i.launchedBy,
      ...(i.parameters ? { parameters: i.parameters } : {}),
      ...(i.launchKey ? { launchKey: i.launchKey } : {}),
    } as AppInfo;
  }

  private remove(inst: AppInstance): void {
    inst.subject?.close();
    this.instances.delete(inst.instanceId);
    this.tabs.closeTab(inst.instanceId);
    this.log(`Closed ${inst.config.name}`);
  }
}
