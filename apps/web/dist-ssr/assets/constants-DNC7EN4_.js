// ../../packages/shared/src/constants.ts
var OFFICE_CAROUSEL_INTERVAL_MS = 3e3;
var TOAST_AUTO_HIDE_MS = 3e3;
var RESUME_MAX_BYTES = 10485760;
export { RESUME_MAX_BYTES as n, TOAST_AUTO_HIDE_MS as r, OFFICE_CAROUSEL_INTERVAL_MS as t };

//# sourceMappingURL=constants-DNC7EN4_.js.map