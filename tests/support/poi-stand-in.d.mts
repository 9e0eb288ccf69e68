export type PoiStandIn = {
  url: string;
  token: string;
  /** Every path and query asked for, the key removed. */
  requests: string[];
  setFailing(failing: boolean): void;
  close(): Promise<void>;
};
export function startPoiStandIn(options?: { port?: number; token?: string }): Promise<PoiStandIn>;
