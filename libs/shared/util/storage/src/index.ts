export {
  DEFAULT_STORAGE_EXPIRY_MS,
  DEFAULT_STORAGE_VERSION,
  type StorageReadOptions,
  type StorageWriteOptions,
  type StoredItem,
  storageGet,
  storageRemove,
  storageSet,
} from './lib/storage';
