import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // The AWS SDK's notice that its releases after January 2027 need Node 22, once per test file otherwise; its
    // documented switch (aws/aws-sdk-js-v3#7983).
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
