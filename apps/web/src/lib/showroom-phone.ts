import { storeConfig } from './store-config.ts';

/** The showroom's phone as a tel: link. */
export const showroomPhoneHref = `tel:${storeConfig.showroom.phone.replace(/[^\d+]/g, '')}`;
