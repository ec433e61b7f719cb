/** Resolves after `ms` milliseconds (the pause between two status polls). */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
