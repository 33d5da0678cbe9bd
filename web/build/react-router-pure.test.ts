import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { annotateReactRouter } from './react-router-pure';

describe('annotateReactRouter', () => {
  it.each([
    ['var Form = React10.forwardRef(\n', 'var Form = /* @__PURE__ */ React10.forwardRef(\n', 1],
    ['var LocationContext = React.createContext(\n', 'var LocationContext = /* @__PURE__ */ React.createContext(\n', 1],
    ['var MemoizedDataRoutes = React3.memo(DataRoutes2);', 'var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes2);', 1],
    ['Form.displayName = "Form";\nvar x = 1;', '\nvar x = 1;', 0],
    // Inside a function, or anything else, is left as it is.
    ['  let ctx = React.useContext(RouteContext);', '  let ctx = React.useContext(RouteContext);', 0],
    ['  Form.displayName = "Form";', '  Form.displayName = "Form";', 0],
    ['var router = createRouter({});', 'var router = createRouter({});', 0],
  ])('%j', (code, expected, marked) => {
    expect(annotateReactRouter(code)).toEqual({ code: expected, marked });
  });

  it("finds React Router's components in the installed production build", () => {
    const requireWeb = createRequire(new URL('../package.json', import.meta.url));
    const production = join(dirname(requireWeb.resolve('react-router/package.json')), 'dist/production');
    const chunks = readdirSync(production).filter((file) => /^chunk-.+\.mjs$/.test(file));
    const results = chunks.map((file) => annotateReactRouter(readFileSync(join(production, file), 'utf8')));
    const annotated = results.map((r) => r.code).join('\n');
    // Form, Link and NavLink, and the router's contexts.
    expect(results.reduce((sum, r) => sum + r.marked, 0)).toBeGreaterThanOrEqual(10);
    for (const component of ['Form', 'Link', 'NavLink']) {
      expect(annotated).toContain(`var ${component} = /* @__PURE__ */ React`);
    }
    expect(annotated).not.toMatch(/^[\w$]+\.displayName = /m);
  });
});
