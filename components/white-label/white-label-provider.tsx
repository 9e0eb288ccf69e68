'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { WhiteLabelConfig } from '@/lib/white-label/schema';

const WhiteLabelContext = createContext<WhiteLabelConfig | null>(null);

export function WhiteLabelProvider({ config, children }: { config: WhiteLabelConfig; children: ReactNode }) {
  return <WhiteLabelContext.Provider value={config}>{children}</WhiteLabelContext.Provider>;
}

/** Using the white-label hook outside its provider is a programming error. */
export function useWhiteLabel(): WhiteLabelConfig {
  const config = useContext(WhiteLabelContext);
  if (!config) throw new Error('useWhiteLabel must be used within a WhiteLabelProvider');
  return config;
}
