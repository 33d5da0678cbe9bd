import type { Plugin } from 'vite';

/** React Router's production build, where its components and contexts are created. */
const ROUTER_CHUNK = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;
/** A component or context created at the top of the module: `var Form = React10.forwardRef(`. */
const CREATED = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
/** A name given for React's developer tools: `Form.displayName = "Form";`. */
const NAMED = /^[\w$]+\.displayName = "[^"]*";$/gm;

/**
 * Marks React Router's top-level `forwardRef`, `createContext` and `memo` calls as pure and drops
 * the `displayName` lines that follow them. The package ships without the marks, so a bundler
 * must keep every component it creates, used or not: `Form`, `Link`, `NavLink` and the framework
 * mode's prefetching they reach (remix-run/react-router#15299 adds the marks upstream, #14058).
 * The names only show in React's developer tools, which the production build does not serve.
 * Lines are kept (a dropped name leaves an empty line), so the module's line numbers hold.
 */
export function annotateReactRouter(code: string): { code: string; marked: number } {
  let marked = 0;
  const annotated = code.replace(CREATED, (_call, head: string, callee: string) => {
    marked += 1;
    return `${head}/* @__PURE__ */ ${callee}`;
  });
  return { code: annotated.replace(NAMED, ''), marked };
}

/** The browser's build: React Router without the components the shop does not use. */
export function reactRouterPure(): Plugin {
  return {
    name: 'shop-react-router-pure',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_CHUNK.test(id)) return null;
      const { code: annotated, marked } = annotateReactRouter(code);
      // A React Router whose module no longer looks like this would silently grow the first load.
      if (marked === 0) this.warn(`no component creation found to mark as pure in ${id}`);
      return { code: annotated, map: null };
    },
  };
}
