module.exports = { ...require('../../jest.preset.js'), displayName: 'supplier', rootDir: __dirname };
