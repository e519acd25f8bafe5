/**
 * Puts a stylesheet into index.html's <head> as a <style> element instead of loading it from
 * JavaScript (style-loader) or a <link> (one more round trip before the first paint): the shell's
 * own few KiB of CSS must style the first paint, including the prerendered sign-in page
 * (prerender-plugin.js), before any script file has arrived. Watched in development.
 *
 *   new InlineCssPlugin({ files: [path.join(dir, 'src/styles.css')] })
 */
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');

class InlineCssPlugin {
  constructor({ files }) {
    this.files = files;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('InlineCssPlugin', (compilation) => {
      for (const file of this.files) compilation.fileDependencies.add(file);
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('InlineCssPlugin', (data) => {
        const styles = this.files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('style', {}, fs.readFileSync(file, 'utf8')),
        );
        data.headTags.push(...styles);
        return data;
      });
    });
  }
}

module.exports = { InlineCssPlugin };
