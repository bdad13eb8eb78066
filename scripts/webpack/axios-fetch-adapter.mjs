// Stands in for axios/lib/adapters/fetch.js in the browser builds (scripts/webpack-app.cjs). axios
// tries its adapters in the order xhr, http, fetch, and every browser the console supports has
// XMLHttpRequest, so the fetch adapter (~4 KB gz on every page) is never chosen. No code sets
// `adapter: 'fetch'`; if some did, axios would answer that the adapter is not available here.
export const getFetch = () => undefined;
