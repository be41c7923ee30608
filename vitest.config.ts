import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // Vitest's default is one file at a time less than the cores, which on the 2-core CI machine is one file at a
    // time: the main process only hands out files, so both cores take files (each file runs alone in its own
    // process, on free ports and temporary folders, as it does on a bigger machine).
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    // The AWS SDK's notice that its releases after January 2027 need Node 22, once per test file otherwise; its
    // documented switch (aws/aws-sdk-js-v3#7983).
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
