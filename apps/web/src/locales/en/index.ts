import account from './account.json';
import admin from './admin.json';
import adminDebug from './adminDebug.json';
import adminMoney from './adminMoney.json';
import adminTags from './adminTags.json';
import adminUsers from './adminUsers.json';
import audiences from './audiences.json';
import auth from './auth.json';
import bikes from './bikes.json';
import common from './common.json';
import contact from './contact.json';
import dashboard from './dashboard.json';
import errors from './errors.json';
import faq from './faq.json';
import google from './google.json';
import home from './home.json';
import hunter from './hunter.json';
import legal from './legal.json';
import maintenance from './maintenance.json';
import messages from './messages.json';
import nav from './nav.json';
import nfc from './nfc.json';
import notifications from './notifications.json';
import photos from './photos.json';
import rewards from './rewards.json';
import shopArea from './shopArea.json';
import status from './status.json';
import stolenCheck from './stolenCheck.json';
import theft from './theft.json';
import transfers from './transfers.json';
import validation from './validation.json';
import verify from './verify.json';

export default {
  adminUsers,
  adminTags,
  adminMoney,
  shopArea,
  adminDebug,
  account,
  admin,
  audiences,
  auth,
  bikes,
  common,
  contact,
  dashboard,
  errors,
  faq,
  google,
  home,
  hunter,
  legal,
  maintenance,
  messages,
  nav,
  nfc,
  notifications,
  photos,
  rewards,
  status,
  stolenCheck,
  theft,
  transfers,
  validation,
  verify,
};
