export {
  BREAKPOINTS,
  type DeviceMode,
  deviceModeForWidth,
  deviceModeFromUserAgent,
  IMAGE_SCREENS,
  isBot,
  resolveDeviceMode,
  type ResolveDeviceModeInput,
} from './lib/device';
