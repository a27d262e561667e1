export const APP_NAME = 'HR Connect';

/** Timings of spec point 9, in milliseconds unless stated. */
export const TIMINGS = {
  toastDuration: 5000,
  searchDebounce: 300,
  copyConfirmation: 2000,
  adminRedirect: 2000,
} as const;

export const TOAST_LIMIT = 1;

export const TICKER = { speed: 50, count: 10 } as const;

export const PAGE_SIZE = 20;

export const MIN_PASSWORD_LENGTH = 8;

export const SERVICE_CATEGORIES = [
  'Recruitment Agencies',
  'Leadership Development',
  'Training & Development',
  'Corporate Catering',
  'Employee Benefits',
  'Payroll Services',
  'Legal Consulting',
  'Wellness Programs',
] as const;

export const LEGAL_DATE = 'August 19, 2025';
export const MINIMUM_AGE = 18;
