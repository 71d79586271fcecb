-- iccf lsp in Neovim (0.10 or later): put this file in ~/.config/nvim/plugin/ (or paste it into
-- init.lua). It gives .iccf and .pgn files their file types and starts `iccf lsp` for them,
-- one server per folder tree (the folder of the nearest iccf.toml, or of .git).
vim.filetype.add({ extension = { iccf = "iccf", pgn = "pgn" } })

vim.api.nvim_create_autocmd("FileType", {
  pattern = { "iccf", "pgn" },
  callback = function(args)
    vim.lsp.start({
      name = "iccf",
      cmd = { "iccf", "lsp" },
      root_dir = vim.fs.root(args.buf, { "iccf.toml", ".git" }) or vim.fn.getcwd(),
    })
  end,
})

-- Format on save with `iccf fmt` (numeric transcripts only):
-- vim.api.nvim_create_autocmd("BufWritePre", {
--   pattern = "*.iccf",
--   callback = function() vim.lsp.buf.format({ name = "iccf" }) end,
-- })
