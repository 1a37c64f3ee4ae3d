import { createContext, useContext } from 'react';
import { useStore, type StoreApi } from 'zustand';

/**
 * A zustand store handed down the tree by a React context (one store per mounted configurator):
 * the context, a hook for the store itself and one that selects from its state.
 */
export function storeContext<State, Store extends StoreApi<State> = StoreApi<State>>(name: string) {
  const Context = createContext<Store | null>(null);

  function useContextStore(): Store {
    const store = useContext(Context);
    if (store === null) throw new Error(`The ${name} store is missing from the tree`);
    return store;
  }

  function useSelected<T>(selector: (state: State) => T): T {
    return useStore(useContextStore(), selector);
  }

  return { Context, useContextStore, useSelected };
}
