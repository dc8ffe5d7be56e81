/** Query keys of the company settings; both start with `company`, so one invalidation reaches them. */
export const companyKeys = {
  all: ['company'] as const,
  public: () => [...companyKeys.all, 'public'] as const,
  settings: () => [...companyKeys.all, 'settings'] as const,
};
