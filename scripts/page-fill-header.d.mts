export const FILL_HEADER: string;
