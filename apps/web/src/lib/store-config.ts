import { DEFAULT_STORE_NAME, type StoreConfig } from '@rta/domain/api/store-config';
import { isFields } from '@rta/domain/common/value-check';

/**
 * The server writes the store's configuration into index.html as a JSON data block
 * (not a script, so the CSP needs no inline-script exception). Read it once at startup.
 * The server builds the block from its own validated configuration (config.ts), so the first
 * paint checks only its outline, without a schema (which would put valibot on every page's first
 * load: @rta/domain/api/store-config says how much). A block that is missing or not that shape
 * leaves the defaults.
 */
const readStoreConfig = (): StoreConfig => {
  const defaults: StoreConfig = {
    storeName: DEFAULT_STORE_NAME,
    publicUrl: typeof window === 'undefined' ? '' : window.location.origin,
    taxRatePercent: 0,
    freight: { rateCents: 0, freeFromCents: 0 },
    showroom: { address: '', hours: [], phone: '', directionsUrl: '' },
    cardPayments: false,
  };
  if (typeof document === 'undefined') return defaults;
  try {
    const value: unknown = JSON.parse(document.getElementById('store-config')?.textContent ?? 'null');
    const outlined =
      isFields(value) &&
      typeof value.storeName === 'string' &&
      typeof value.publicUrl === 'string' &&
      typeof value.taxRatePercent === 'number' &&
      isFields(value.freight) &&
      isFields(value.showroom) &&
      Array.isArray(value.showroom.hours);
    return outlined ? { ...defaults, ...(value as Partial<StoreConfig>) } : defaults;
  } catch {
    return defaults;
  }
};

export const storeConfig: StoreConfig = readStoreConfig();

/**
 * On the server (entry-server.tsx), which has no page to read it from: the store's
 * configuration as the server writes it into the page, set once before any render. One
 * process serves one store.
 */
export const configureStore = (config: StoreConfig): void => {
  Object.assign(storeConfig, config);
};
