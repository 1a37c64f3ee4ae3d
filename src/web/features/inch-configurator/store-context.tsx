import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { CONFIGURATOR_HOST } from './inch-facts.ts';
import type { InchHost } from './inch-facts.ts';
import type { InchState, InchStore } from './inch-store.ts';

export const InchStoreContext = createContext<InchStore | null>(null);

/** Where the configurator is hosted: this page or a product page, with its discount. */
export const InchHostContext = createContext<InchHost>(CONFIGURATOR_HOST);

export function useInchStore(): InchStore {
  const store = useContext(InchStoreContext);
  if (store === null) throw new Error('The inch configurator store is missing from the tree');
  return store;
}

export function useInch<T>(selector: (state: InchState) => T): T {
  return useStore(useInchStore(), selector);
}

export function useInchHost(): InchHost {
  return useContext(InchHostContext);
}
