import type { StoreConfig } from '@rta/domain/api/store-config';
import type { AppConfig } from '../config.ts';

export const publicStoreConfig = (config: AppConfig): StoreConfig => ({
  storeName: config.storeName,
  publicUrl: config.publicUrl,
  taxRatePercent: config.taxRatePercent,
  freight: config.freight,
  showroom: config.showroom,
  cardPayments: config.stripe !== undefined,
});

/** JSON inside a data block: escape '<' so no value can close the element. */
export const storeConfigBlock = (config: AppConfig): string =>
  `<script type="application/json" id="store-config">${JSON.stringify(publicStoreConfig(config)).replace(/</g, '\\u003c')}</script>`;
