#include "term/line_editor.hpp"

#include <unistd.h>

namespace plyroom::client {

namespace {

constexpr const char* clear_line = "\r\x1b[K";

} // namespace

// Switches an interactive terminal to key-by-key input without echo or signals.
line_editor::line_editor(bool interactive) : interactive_(interactive) {
    if (!interactive_ || tcgetattr(STDIN_FILENO, &saved_) != 0)
        return;
    termios raw = saved_;
    raw.c_lflag &= ~static_cast<tcflag_t>(ICANON | ECHO | ISIG);
    raw.c_iflag &= ~static_cast<tcflag_t>(IXON);
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    raw_ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0;
}

line_editor::~line_editor() {
    finish();
}

// Restores the terminal mode and leaves the cursor on a clean line.
void line_editor::finish() {
    if (raw_) {
        write_out(clear_line);
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved_);
        raw_ = false;
    }
}

// Reads the bytes that are waiting and edits the line with them.
std::vector<std::string> line_editor::read_available() {
    std::vector<std::string> lines;
    char buffer[512];
    const ssize_t got = ::read(STDIN_FILENO, buffer, sizeof buffer);
    if (got <= 0) {
        at_end_ = true;
        if (!pending_.empty())
            lines.push_back(std::move(pending_));
        pending_.clear();
        return lines;
    }
    for (ssize_t i = 0; i < got; ++i)
        feed(buffer[i], lines);
    return lines;
}

// One byte of input: editing keys on a terminal, plain line splitting on a pipe.
void line_editor::feed(char c, std::vector<std::string>& lines) {
    if (!raw_) {
        if (c == '\n') {
            if (!pending_.empty() && pending_.back() == '\r')
                pending_.pop_back();
            lines.push_back(std::move(pending_));
            pending_.clear();
        } else {
            pending_.push_back(c);
        }
        return;
    }
    if (escape_ == 1) {
        escape_ = c == '[' || c == 'O' ? 2 : 0;
        return;
    }
    if (escape_ == 2) {
        if (c >= 0x40 && c <= 0x7E)
            escape_ = 0;
        return; // arrows and other keys are not used
    }
    switch (c) {
    case '\r':
    case '\n':
        write_out("\r\n");
        lines.push_back(std::move(typed_));
        typed_.clear();
        redraw_prompt();
        return;
    case 0x03: // Ctrl-C
        interrupted_ = true;
        return;
    case 0x04: // Ctrl-D
        if (typed_.empty())
            at_end_ = true;
        return;
    case 0x15: // Ctrl-U
        typed_.clear();
        redraw_prompt();
        return;
    case 0x1b:
        escape_ = 1;
        return;
    case 0x7f:
    case 0x08:
        // Drop one UTF-8 character: continuation bytes, then the lead byte.
        while (!typed_.empty() && (static_cast<unsigned char>(typed_.back()) & 0xC0U) == 0x80U)
            typed_.pop_back();
        if (!typed_.empty())
            typed_.pop_back();
        redraw_prompt();
        return;
    default:
        if (static_cast<unsigned char>(c) < 0x20)
            return;
        typed_.push_back(c);
        write_out(std::string(1, c));
    }
}

void line_editor::notice(const std::string& line) {
    if (!raw_) {
        write_out(line + "\n");
        return;
    }
    write_out(clear_line + line + "\n");
    redraw_prompt();
}

// On a terminal each line is written over the one before it (no clearing, so no flicker),
// then the rest of the screen is cleared.
void line_editor::show_screen(const std::vector<std::string>& lines) {
    std::string text = interactive_ ? "\x1b[H" : "\n";
    for (const std::string& line : lines)
        text += line + (interactive_ ? "\x1b[K\n" : "\n");
    if (interactive_)
        text += "\x1b[J";
    write_out(text);
    if (raw_)
        redraw_prompt();
}

void line_editor::print_lines(const std::vector<std::string>& lines) {
    std::string text = raw_ ? clear_line : "";
    for (const std::string& line : lines)
        text += line + "\n";
    write_out(text);
    if (raw_)
        redraw_prompt();
}

void line_editor::set_prompt(std::string prompt) {
    prompt_ = std::move(prompt);
    if (raw_)
        redraw_prompt();
}

void line_editor::redraw_prompt() {
    write_out(clear_line + prompt_ + typed_);
}

// Writes everything, retrying short writes.
void line_editor::write_out(const std::string& text) {
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t wrote = ::write(STDOUT_FILENO, text.data() + done, text.size() - done);
        if (wrote <= 0)
            return;
        done += static_cast<std::size_t>(wrote);
    }
}

} // namespace plyroom::client
