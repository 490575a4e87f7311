/** Statuses in which the release (and so its build) may change: 0-9, 12, 15, 16, 18. */
const EDITABLE = new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 15, 16, 18]);

export const canEditRelease = (status: number) => EDITABLE.has(status);
