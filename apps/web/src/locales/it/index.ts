import account from './account.json';
import auth from './auth.json';
import bikes from './bikes.json';
import common from './common.json';
import dashboard from './dashboard.json';
import errors from './errors.json';
import home from './home.json';
import nav from './nav.json';
import status from './status.json';
import transfers from './transfers.json';
import validation from './validation.json';

export default { account, auth, bikes, common, dashboard, errors, home, nav, status, transfers, validation };
