declare const PANEL_VERSION: string | undefined;

/**
 * The release the panel was built from: package.json's version, put in by build.mjs (esbuild define), shown in
 * Settings and written at the top of the downloaded logs, so an admin can tell which build agents run. 'dev' where
 * no build put it (unit tests).
 */
export const panelVersion: string = typeof PANEL_VERSION === 'string' ? PANEL_VERSION : 'dev';
