/**
 * Every purchase plans cache key starts here: a create, save, delete or brand swap refreshes
 * the list, the plan, its inputs and its figures at once.
 */
export const purchasePlansQueryKey = ['purchasePlans'] as const;
