export { PlannedPage, type PlannedPageProps } from './planned-page';
export { createPlannedRemote, type PlannedRemote } from './planned-routes';
export { Modal, type ModalProps } from './modal';
export { OPEN_LOGIN_EVENT, openLoginDialog, type AuthDialogView, type OpenLoginDetail } from './open-login';
export { FormField, type FormFieldProps } from './form-field';
export { NewPasswordFields, type NewPasswordFieldsProps, passwordRepeatError } from './new-password-fields';
export { Avatar, type AvatarProps } from './avatar';
export { Pagination, type PaginationProps } from './pagination';
export { CALENDAR_FIRST_YEAR, DatePicker, type DatePickerLabels, type DatePickerProps } from './date-picker';
