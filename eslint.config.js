// Lint: strict type-aware TypeScript rules, React hooks, accessibility of the JSX, and the layering of src/
// (shared < workers < ui).
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

/** The map's libraries: imported only by the map's own parts (src/ui/map), behind the port. */
const MAP_LIBRARIES = ['maplibre-gl', 'maplibre-gl/**', 'terra-draw', 'terra-draw/**', 'terra-draw-*'];

/** src/shared is pure: it may not reach into the UI or the workers. */
export const sharedLayerRule = {
  patterns: [
    {
      group: ['**/ui', '**/ui/**', '**/workers', '**/workers/**'],
      message: 'src/shared is pure and DOM-free: it may not import from src/ui or src/workers.',
    },
    {
      group: MAP_LIBRARIES,
      message: 'maplibre-gl and terra-draw are imported only in src/ui/map.',
    },
  ],
};

/** src/ui reaches workers only through their typed comlink APIs: type imports, never code. */
const noWorkerCode = {
  group: ['**/workers/**'],
  allowTypeImports: true,
  message: 'src/ui reaches workers only through their comlink API types (import type) and new Worker(new URL(...)).',
};
/** The map adapter is mounted by MapView alone; everything else uses the map port. */
const noAdapter = {
  group: ['**/map/MapAdapter', '**/map/MapAdapter.ts'],
  message: 'Only MapView mounts the map adapter: use the map port (src/ui/map/port.ts, the mapPort signal).',
};
/** The workers' engines are the controllers' to call; components, stores and the map call controllers. */
const noEngines = {
  group: ['**/app/engines/**'],
  message: 'Workers are reached through controllers (src/ui/app); call a controller instead.',
};

/** MapLibre and terra-draw are the map's own (src/ui/map): the rest of the app sees the map through its port. */
const noMapLibraries = {
  group: MAP_LIBRARIES,
  message:
    'maplibre-gl and terra-draw are imported only in src/ui/map: use the map port (src/ui/map/port.ts) and its types.',
};

/** The export's offscreen map is the port's to draw (captureForExport); its types may be named. */
const noOffscreenCapture = {
  group: ['**/map/offscreenCapture', '**/map/offscreenCapture.ts'],
  allowTypeImports: true,
  message: "The export's offscreen map is drawn through the map port (mapPort's captureForExport).",
};

/** MapLibre's tile protocols are registered by the map (tileProtocol.ts calls MapLibre): the app hands its loaders to the port. */
const noTileProtocol = {
  group: ['**/map/tileProtocol', '**/map/tileProtocol.ts'],
  message:
    "Worker tiles reach the map through the port: give the loaders to mapPort's tiles.serve (app/map/workerTiles.ts).",
};

export const uiLayerRule = {
  patterns: [noWorkerCode, noAdapter, noEngines, noMapLibraries, noOffscreenCapture, noTileProtocol],
};
/** Controllers (src/ui/app) may call the engines; the adapter stays MapView's. */
export const controllerLayerRule = {
  patterns: [noWorkerCode, noAdapter, noMapLibraries, noOffscreenCapture, noTileProtocol],
};
/** The map and MapView may use the adapter; the engines stay the controllers'. */
export const mapLayerRule = { patterns: [noWorkerCode, noEngines] };

/** Network requests belong to the workers, and to the two fetchers named in the README. */
const noFetch = {
  name: 'fetch',
  message:
    'Requests go through the workers (src/workers); in the page only the place search and the basemap loader fetch.',
};

/**
 * Latest-request-wins, sleeping, deadlines, abort races and debouncing each have one home,
 * src/shared/async: the shapes of their hand-written copies are refused everywhere else
 * (tests/unit/lintAsync.test.ts shows each one).
 */
const ASYNC_HOME = 'src/shared/async';
const latestMessage = `A newer request supersedes an older one through ${ASYNC_HOME}/latest.ts (latestOnly, supersession, newestSoFar), a call to a worker is cancelled as a job (${ASYNC_HOME}/jobs.ts): not a hand-written generation counter, token, request number compared, Set of cancelled ids or AbortController.`;
/**
 * A request numbered by hand: `++generation`, `focusToken++`, `++this.tokens`, `seq += 1`, `++version`,
 * `requestId++` (not a for loop's own counter, as a QR code's versions are tried one by one).
 */
const COUNTER = '[name=/(gen|generation|seq|sequence|token|epoch|requestId|version|requestNo|requestNumber)s?$/i]';
const NOT_A_LOOP = ':not(ForStatement)';
const counters = [
  `${NOT_A_LOOP} > UpdateExpression > Identifier.argument${COUNTER}`,
  `${NOT_A_LOOP} > UpdateExpression > MemberExpression.argument > Identifier.property${COUNTER}`,
  `AssignmentExpression[operator='+='] > Identifier.left${COUNTER}`,
  `AssignmentExpression[operator='+='] > MemberExpression.left > Identifier.property${COUNTER}`,
];
/**
 * A request number compared to find the latest: `key !== latestKey`, `seq === this.latestSeq`,
 * `id < newestRequest`.
 */
const LATEST = '[name=/^(latest|newest)[A-Z0-9_]\\w*$|(generation|epoch|requestId|requestNo|requestNumber|seq)s?$/i]';
const compares = ['BinaryExpression[operator=/^(===|!==|==|!=|<|<=|>|>=)$/]'].flatMap((compare) => [
  `${compare} > Identifier${LATEST}`,
  `${compare} > MemberExpression > Identifier.property${LATEST}`,
]);
/** A Set (or Map) of the requests cancelled, kept by hand: `const cancelled = new Set<number>()`. */
const CANCELLED = '[name=/cancel/i]';
const cancelledSets = [
  `VariableDeclarator[id.name=/cancel/i] > NewExpression[callee.name=/^(Weak)?(Set|Map)$/]`,
  `PropertyDefinition[key.name=/cancel/i] > NewExpression[callee.name=/^(Weak)?(Set|Map)$/]`,
  `AssignmentExpression > MemberExpression.left > Identifier.property${CANCELLED} ~ NewExpression[callee.name=/^(Weak)?(Set|Map)$/]`,
];
/** `inFlight?.abort(); … inFlight = new AbortController()`. */
const ABORT_CALL =
  ":matches(ExpressionStatement[expression.callee.property.name='abort'], ExpressionStatement[expression.expression.callee.property.name='abort'])";
const abortThenNew = `${ABORT_CALL} ~ * NewExpression[callee.name='AbortController']`;
/**
 * A timer inside `new Promise(…)`, at any depth: a sleep (`new Promise((r) => setTimeout(r, ms))`), a
 * deadline or a poll written by hand (`new Promise((resolve) => { const t = setTimeout(resolve, ms); … })`).
 */
const TIMER_CALL =
  ':matches(CallExpression[callee.name=/^(setTimeout|setInterval)$/], CallExpression[callee.property.name=/^(setTimeout|setInterval)$/])';
const timerInPromise = `NewExpression[callee.name='Promise'] ${TIMER_CALL}`;
/**
 * `Promise.race` in a function that also starts a timer (setTimeout, setInterval, sleep, debounce,
 * AbortSignal.timeout): a hand-written deadline, `Promise.race([work, sleep(ms)])` or a race against a
 * promise a timer settles.
 */
const TIMER_START =
  ":matches(CallExpression[callee.name=/^(setTimeout|setInterval|sleep|debounce)$/], CallExpression[callee.property.name=/^(setTimeout|setInterval)$/], CallExpression[callee.object.name='AbortSignal'][callee.property.name='timeout'])";
const RACE = "CallExpression[callee.object.name='Promise'][callee.property.name=/^(race|any)$/]";
/**
 * A helper that starts the timer for a race: `Promise.race([work, timeout(ms)])`, `delay(…)`, a
 * promise made in place (`new Promise(…)`) or by any call named like a timer in the racing function
 * (not `waitFor…`: Playwright's and the project's waits for a state; nor `clearTimeout`, which ends one).
 */
const TIMER_HELPER =
  '/^(sleep|delay|wait(?!For)|timeout|timer|after|deadline|expire)|^(?!clear).*(Timeout|Delay|Timer|Deadline|Sleep|After|Expiry)$/';
const racesAgainstTimer = [
  `:function:has(${TIMER_START}) ${RACE}`,
  `${RACE}:has(ArrayExpression > :matches(CallExpression, NewExpression, AwaitExpression))`,
  `:function:has(CallExpression[callee.name=${TIMER_HELPER}]) ${RACE}`,
  `:function:has(CallExpression[callee.property.name=${TIMER_HELPER}]) ${RACE}`,
].join(', ');
/** `clearTimeout(timer); … timer = setTimeout(…)` in one block (also in an if after it). */
const CLEAR_TIMER = "ExpressionStatement[expression.type='CallExpression'][expression.callee.name='clearTimeout']";
const SET_TIMER =
  "ExpressionStatement[expression.type='AssignmentExpression'][expression.right.callee.name='setTimeout']";
const debounces = `${CLEAR_TIMER} ~ ${SET_TIMER}, ${CLEAR_TIMER} ~ IfStatement ${SET_TIMER}`;

export const asyncHomeRule = [
  ...counters.map((selector) => ({ selector, message: latestMessage })),
  ...compares.map((selector) => ({ selector, message: latestMessage })),
  ...cancelledSets.map((selector) => ({ selector, message: latestMessage })),
  { selector: abortThenNew, message: latestMessage },
  {
    selector: timerInPromise,
    message: `Sleep with ${ASYNC_HOME}/sleep.ts (it takes an AbortSignal), bound a wait with ${ASYNC_HOME}/deadline.ts (withDeadline) or poll with ${ASYNC_HOME}/waitFor.ts: not a Promise around setTimeout.`,
  },
  {
    selector: racesAgainstTimer,
    message: `A deadline goes through ${ASYNC_HOME}/deadline.ts (withDeadline), a wait a signal may end through ${ASYNC_HOME}/abortRace.ts (raceAbort): not Promise.race against a timer.`,
  },
  {
    selector: debounces,
    message: `Wait for a lull with ${ASYNC_HOME}/debounce.ts (with a maximum wait if needed), not clearTimeout then setTimeout.`,
  },
];
/** The page cancels only through latestOnly and supersession (the signal they hand out), never with controllers of its own. */
export const pageAsyncRule = [
  ...asyncHomeRule,
  { selector: "NewExpression[callee.name='AbortController']", message: latestMessage },
];

/**
 * One geometry module (src/shared/geometry): no Earth-size constant and no hand-written point-in-ring,
 * segment distance, metres-per-degree or bounding-box helper anywhere else in src. Joined with the
 * async selectors in the blocks below.
 */
const GEOMETRY_MESSAGE =
  'Use src/shared/geometry (planar.ts: pointInRing, pointInPolygon, segmentDistance, polylineDistance; bbox.ts: bboxOf, unionBBox, padBBox, bboxContains…; metres.ts: METRES_PER_DEGREE_LAT, metresPerDegreeLng, localPlane) instead of writing it again.';
/** Helper names that mean a copy of the module's geometry. */
const GEOMETRY_NAMES =
  '/^(pointIn(Ring|Rings|Polygon)(Flat)?|in(side)?Ring|(point)?(To)?SegmentDist(ance)?|dist(ance)?ToSegment|toSegment|(ring|polyline|entry)(Edge)?Distance|bbox(Of|OfFlat)?|(union|expand|pad)(BBox|Bounds)|metresPerDeg(ree)?(Lat|Lng)?|planeAt|frameAt)$/i';
/** The module itself, and Web Mercator's own constants (the map's plane, not ground metres). */
const GEOMETRY_HOMES = ['src/shared/geometry/**', 'src/shared/geography/mercator.ts'];
export const geometrySelectors = [
  {
    // 111,xxx m per degree (111320, 111_320, 111319.49, 111195…), the Earth's radii (6371008.8,
    // 6378137) and circumference (40075016.686), 364,000 ft per degree.
    selector: 'Literal[raw=/^(111_?[0-9]{3}|6_?37[18]_?[0-9]{3}|40_?07[0-9]_?[0-9]{3}|36[45]_?[0-9]{3})([.][0-9]+)?$/]',
    message: `An Earth-size constant. ${GEOMETRY_MESSAGE}`,
  },
  { selector: `FunctionDeclaration[id.name=${GEOMETRY_NAMES}]`, message: GEOMETRY_MESSAGE },
  {
    selector: `VariableDeclarator[id.name=${GEOMETRY_NAMES}][init.type=/^(ArrowFunctionExpression|FunctionExpression)$/]`,
    message: GEOMETRY_MESSAGE,
  },
];

/**
 * Plan data (what a plan file holds: the objects and shapes, Event Information, revisions, the export
 * options, the layers on, the basemap) is written by controllers (src/ui/app) only: a component calls
 * one, so every write has one home that tests and autosave can rely on. Refused in src/ui/components.
 */
const PLAN_SIGNALS =
  '/^(plan|eventInfo|revisions|pageSetup|includeDimensions|detailSheets|dimensionUnits|areasLayerVisible|layerStates|basemap|planCreatedAt|focused)$/';
export const planDataSelectors = [
  {
    selector: `AssignmentExpression > MemberExpression.left[property.name='value'][object.name=${PLAN_SIGNALS}]`,
    message:
      'Plan data is written by controllers (src/ui/app): call one (saveEventInfo, saveRevisions, saveExportOptions, setAreasVisible, commit …) instead of writing the signal here.',
  },
];

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'coverage/**',
      'public/**',
      '.scratch/**',
    ],
  },
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      parserOptions: {
        // Every linted file belongs to one of the project's own tsconfigs, so lint sees the same types as `tsc`.
        // The first that holds a file wins: shared and the worker entries keep their own libs (no DOM), the app
        // takes the rest of src/, node takes scripts, tests and the config files.
        project: ['./tsconfig.shared.json', './tsconfig.worker.json', './tsconfig.json', './tsconfig.node.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // A promise nobody awaits or catches loses its failure: fire-and-forget is said with `void`.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Numbers in templates (CSS pixels, SVG paths, DXF and PDF figures, messages) are the codebase's daily bread and
      // print exactly as written; the rule still stops objects, undefined and null from slipping into text.
      // (The options repeat strictTypeChecked's: an override starts from the rule's lenient defaults.)
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        {
          allowNumber: true,
          allowAny: false,
          allowBoolean: false,
          allowNever: false,
          allowNullish: false,
          allowRegExp: false,
        },
      ],
      // `onClick={() => remove(id)}` and `if (done) return finish();` in a function that returns nothing are the
      // house forms for handlers and early exits; the rule still flags a void value used as a value (assigned, passed
      // on, combined with || or ??).
      '@typescript-eslint/no-confusing-void-expression': [
        'error',
        { ignoreArrowShorthand: true, ignoreVoidReturningFunctions: true },
      ],
      // `void signal.value;` is how an effect or computed comes to depend on a signal it does not otherwise read
      // (no-unused-expressions forbids the bare read); this rule forbids `void` on anything but a call.
      '@typescript-eslint/no-meaningless-void-operator': 'off',
      // An AbortSignal's reason is typed `any` (`unknown` in shared's own declaration): rejecting with it is how the
      // platform's own abortable work fails.
      '@typescript-eslint/prefer-promise-reject-errors': [
        'error',
        { allowThrowingAny: true, allowThrowingUnknown: true },
      ],
    },
  },
  {
    // Stand-ins for async services and engines answer at once: `async () => value` is the plainest fake.
    files: ['tests/**/*.{ts,tsx}'],
    ignores: ['tests/bench/**'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Vitest types its asymmetric matchers (expect.any, expect.stringContaining, …) as `any`.
    files: ['tests/**/*.{ts,tsx}'],
    ignores: ['tests/bench/**', 'tests/e2e/**'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-restricted-imports': ['error', uiLayerRule],
    },
  },
  {
    files: ['src/ui/app/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', controllerLayerRule] },
  },
  {
    files: ['src/ui/map/**/*.ts', 'src/ui/components/MapView.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', mapLayerRule] },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/shared/**/*.ts'],
    ignores: ['src/ui/app/map/placeSearch.ts', 'src/ui/map/baseStyleLoader.ts'],
    rules: { 'no-restricted-globals': ['error', noFetch] },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', sharedLayerRule] },
  },
  // One `no-restricted-syntax` per file: a later block's replaces an earlier one's, so each block
  // below names every selector set that applies to its files (async homes, geometry homes, the page).
  {
    name: 'async/one-home (tests, scripts)',
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...asyncHomeRule] },
  },
  {
    name: 'async and geometry/one-home (src)',
    files: ['src/**/*.{ts,tsx}'],
    ignores: [`${ASYNC_HOME}/**`, ...GEOMETRY_HOMES, 'src/ui/**'],
    rules: { 'no-restricted-syntax': ['error', ...asyncHomeRule, ...geometrySelectors] },
  },
  {
    name: 'async and geometry/one-home (the page)',
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...pageAsyncRule, ...geometrySelectors] },
  },
  {
    name: 'async and geometry/one-home, plan data by controllers (components)',
    files: ['src/ui/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...pageAsyncRule, ...geometrySelectors, ...planDataSelectors] },
  },
  {
    name: 'geometry home: async rules only',
    files: GEOMETRY_HOMES,
    rules: { 'no-restricted-syntax': ['error', ...asyncHomeRule] },
  },
  {
    name: 'async home: geometry rules only',
    files: [`${ASYNC_HOME}/**`],
    rules: { 'no-restricted-syntax': ['error', ...geometrySelectors] },
  },
  {
    files: ['src/workers/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/ui', '**/ui/**'], message: 'Workers may not import from src/ui.' },
            {
              group: MAP_LIBRARIES,
              message: 'maplibre-gl and terra-draw are imported only in src/ui/map.',
            },
          ],
        },
      ],
    },
  },
);
