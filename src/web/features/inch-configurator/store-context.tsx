import { createContext, useContext } from 'react';
import { storeContext } from '../../lib/store-context.ts';
import { CONFIGURATOR_HOST } from './inch-facts.ts';
import type { InchHost } from './inch-facts.ts';
import type { InchState, InchStore } from './inch-store.ts';

const inch = storeContext<InchState, InchStore>('inch configurator');

export const InchStoreContext = inch.Context;
export const useInchStore = inch.useContextStore;
export const useInch = inch.useSelected;

/** Where the configurator is hosted: this page or a product page, with its discount. */
export const InchHostContext = createContext<InchHost>(CONFIGURATOR_HOST);

export function useInchHost(): InchHost {
  return useContext(InchHostContext);
}
