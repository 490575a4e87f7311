/** Business ids are 32 hex digits (the contract's businessIdSchema; upper case is accepted here). */
export const businessIdPattern = /^\s*[0-9a-fA-F]{32}\s*$/;
