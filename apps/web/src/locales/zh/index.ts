import account from './account.json';
import auth from './auth.json';
import common from './common.json';
import dashboard from './dashboard.json';
import errors from './errors.json';
import home from './home.json';
import nav from './nav.json';
import status from './status.json';
import validation from './validation.json';

export default { account, auth, common, dashboard, errors, home, nav, status, validation };
