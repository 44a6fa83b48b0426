/** `?login=1` on any page opens the login dialog (read by the auth dialogs, dropped from return paths). */
export const LOGIN_QUERY_PARAM = 'login';
