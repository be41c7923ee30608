import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';

/**
 * The registration manifests are AppIntegrations CreateApplication bodies (`aws appintegrations
 * create-application --cli-input-json file://manifest.json`); the schema holds the service model's constraints.
 */
const read = (path: string) => JSON.parse(readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url)), 'utf8'));
const validate = new Ajv({ allErrors: true }).compile(read('manifests/application-manifest.schema.json'));
const errors = () => (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);

describe('application manifests', () => {
  it.each(['manifest.json', 'manifests/screen-sharing.manifest.json'])('%s validates against the CreateApplication schema', (path) => {
    expect(validate(read(path)), errors().join('\n')).toBe(true);
  });

  it('the plugin may open the screen-sharing tab and the tab may capture the screen', () => {
    expect(read('manifest.json').Permissions).toContain('*');
    expect(read('manifests/screen-sharing.manifest.json').IframeConfig.Allow).toContain('display-capture');
  });

  it('rejects a broken manifest and says what is wrong', () => {
    const broken = structuredClone(read('manifest.json'));
    broken.Name = 'Contact Control Panel!';
    broken.Namespace = 'x'.repeat(33);
    broken.ApplicationSourceConfig.ExternalUrlConfig.AccessUrl = 'ccp.example.com/plugin/';
    broken.IframeConfig.Allow = ['Display-Capture'];
    broken.Unknown = true;
    expect(validate(broken)).toBe(false);
    expect(errors()).toEqual(
      expect.arrayContaining([
        '/Name must match pattern "^[a-zA-Z0-9/._ -]+$"',
        '/Namespace must NOT have more than 32 characters',
        '/ApplicationSourceConfig/ExternalUrlConfig/AccessUrl must match pattern "^\\w+://.*$"',
        '/IframeConfig/Allow/0 must match pattern "^[a-z-]+$"',
        ' must NOT have additional properties',
      ]),
    );
  });

  it('rejects a manifest without its required fields', () => {
    expect(validate({ Name: 'x' })).toBe(false);
    expect(errors()).toEqual(expect.arrayContaining([" must have required property 'Namespace'", " must have required property 'ApplicationSourceConfig'"]));
  });
});
