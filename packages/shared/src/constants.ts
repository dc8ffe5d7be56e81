/** Business constants of SPEC.md section 9, each named once. */
export const PHONE_MIN_LENGTH = 7;
export const PHONE_MAX_LENGTH = 20;
export const SALARY_MIN = 0;
export const OFFICE_CAROUSEL_INTERVAL_MS = 3000;
export const TOAST_AUTO_HIDE_MS = 3000;
export const SERVICES_TABLE_MAX_HEIGHT_PX = 500;
/** Withholding tax of 0.25 % of the invoice total, added to the total. */
export const WITHHOLDING_TAX_RATE = 0.0025;
export const PAYMENT_DUE_DAYS = 7;
export const CONTEXT_MENU_ASSUMED_WIDTH_PX = 150;
export const CONTEXT_MENU_VIEWPORT_MARGIN_PX = 10;
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const PASSWORD_MIN_LENGTH = 8;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/**
 * How long applications and contact messages are kept unless DATA_RETENTION_DAYS says otherwise.
 * The privacy policy quotes the setting in force, which the server puts in every page's content.
 */
export const DEFAULT_DATA_RETENTION_DAYS = 365;
