import type { Plugin } from 'vite';

/** antd's form context module, which antd's tooltip, popover and inputs import on every antd page. */
const ANTD_FORM_CONTEXT = /[\\/]node_modules[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;

/**
 * Issue 30: antd's form context takes only `FormProvider` from @rc-component/form, but through the package's
 * index, which attaches Field, List and useForm to the form and so keeps the whole form library (and its
 * validator, about 13 KiB brotli) in every antd page, the member dashboard included, which has no form. For
 * that one import the module that defines FormProvider is used (the index re-exports the very same one), so
 * the form library comes only with the pages that use antd's Form.
 */
export function antdFormContextOnly(): Plugin {
  return {
    name: 'portal-antd-form-context',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== '@rc-component/form' || !importer || !ANTD_FORM_CONTEXT.test(importer)) return null;
      return this.resolve('@rc-component/form/es/FormContext', importer, { skipSelf: true });
    },
  };
}
