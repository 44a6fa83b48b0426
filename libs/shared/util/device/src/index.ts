export {
  BREAKPOINTS,
  type DeviceMode,
  deviceModeForWidth,
  deviceModeFromUserAgent,
  IMAGE_SCREENS,
  isBot,
  resolveDeviceMode,
  type ResolveDeviceModeInput,
  trackerDeviceType,
} from './lib/device';
