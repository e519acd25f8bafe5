module.exports = { ...require('../../jest.preset.js'), displayName: 'admin', rootDir: __dirname };
