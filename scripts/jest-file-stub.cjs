// Assets are irrelevant to unit tests; webpack handles them in real builds.
module.exports = 'file-stub';
