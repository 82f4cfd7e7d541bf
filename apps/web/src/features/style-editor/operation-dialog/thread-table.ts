/**
 * The tables of thread fields (the operation dialog's components, multi-edit) keep room for
 * their fields, the columns sharing it by the widths given: on a phone they scroll sideways.
 */
export const threadTableSx = { tableLayout: 'fixed', minWidth: 800 } as const;
