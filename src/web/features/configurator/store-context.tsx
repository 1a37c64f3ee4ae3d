import { storeContext } from '../../lib/store-context.ts';
import type { ConfiguratorState, ConfiguratorStore } from './configurator-store.ts';

const configurator = storeContext<ConfiguratorState, ConfiguratorStore>('configurator');

export const ConfiguratorStoreContext = configurator.Context;
export const useConfiguratorStore = configurator.useContextStore;
export const useConfigurator = configurator.useSelected;
