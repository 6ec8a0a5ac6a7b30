// Native ESM jest: NestJS 12 is ESM-only, so tests run with --experimental-vm-modules and swc
// emits ES modules with legacy decorators and decorator metadata (DESIGN §2).
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      keepClassNames: true,
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@vanilla/(contracts|domain)$': '<rootDir>/libs/$1/src/index.ts',
    '^@vanilla/domain/testing$': '<rootDir>/libs/domain/src/testing.ts',
    '^@vanilla/contracts/dto$': '<rootDir>/libs/contracts/src/dto/index.ts',
    // TypeScript's `./x.js` imports name `./x.ts`; a package's `./data.json.js` is itself.
    '^(\\.{1,2}/(?!.*\\.json\\.js$).*)\\.js$': '$1',
  },
  rootDir: import.meta.dirname,
};

export default {
  // A hang guard, not a speed assertion. Jest reads this option only here, at the top level;
  // inside a project it is silently ignored (jestjs/jest#9759), so the int and e2e suites, which
  // start whole apps, databases and browsers, raise theirs in their setup file (suite-teardown.ts).
  testTimeout: 30_000,
  // A worker that ran many suites holds what they leaked (apps, embedded databases, browsers'
  // drivers): one grew to its 4 GB heap limit after 56 minutes, spent most of its time collecting
  // garbage, then died and took the run with it. Past 1.5 GB after a file, it is replaced.
  workerIdleMemoryLimit: '1536MB',
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/{apps,libs}/**/src/**/*.spec.ts'] },
    {
      ...shared,
      displayName: 'int',
      testMatch: ['<rootDir>/{apps,libs}/**/src/**/*.int-spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/apps/api/src/testing/suite-teardown.ts'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      setupFilesAfterEnv: [
        '<rootDir>/apps/api/src/testing/suite-teardown.ts',
        '<rootDir>/test/support/retry-once.ts',
      ],
    },
  ],
};
