/** Product-wide constants of the core-map spec, section 9 (the rest live with their features). */
export const PRODUCT_NAME = 'NYC Public Space Event Stager';

export const MOBILE_CUTOFF_PX = 768;
export const SITE_PLAN_MIN_ZOOM = 14;
