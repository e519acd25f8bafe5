module.exports = { ...require('../../jest.preset.js'), displayName: 'web-kit', rootDir: __dirname };
