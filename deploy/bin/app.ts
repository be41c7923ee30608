#!/usr/bin/env node
// npx cdk synth|diff|deploy -c instanceArn=… -c config=envs/prod.json [-c environment=prod] (deploy/README.md)
import { App } from 'aws-cdk-lib';
import { buildApp } from '../lib/app.ts';

const app = new App();
try {
  buildApp(app);
} catch (e) {
  // A wrong parameter or configuration key: one line naming it, not a stack trace.
  console.error(`connect-ccp: ${(e as Error).message}`);
  process.exit(1);
}
app.synth();
