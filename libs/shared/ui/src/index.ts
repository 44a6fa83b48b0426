export { PlannedPage, type PlannedPageProps } from './planned-page';
export { createPlannedRemote, type PlannedRemote } from './planned-routes';
export { Modal, type ModalProps } from './modal';
export { OPEN_LOGIN_EVENT, openLoginDialog, type AuthDialogView, type OpenLoginDetail } from './open-login';
export { FormField, type FormFieldProps } from './form-field';
export { NewPasswordFields, type NewPasswordFieldsProps, passwordRepeatError } from './new-password-fields';
