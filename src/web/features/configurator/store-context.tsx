import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { ConfiguratorState, ConfiguratorStore } from './configurator-store.ts';

export const ConfiguratorStoreContext = createContext<ConfiguratorStore | null>(null);

export function useConfiguratorStore(): ConfiguratorStore {
  const store = useContext(ConfiguratorStoreContext);
  if (store === null) throw new Error('The configurator store is missing from the tree');
  return store;
}

export function useConfigurator<T>(selector: (state: ConfiguratorState) => T): T {
  return useStore(useConfiguratorStore(), selector);
}
